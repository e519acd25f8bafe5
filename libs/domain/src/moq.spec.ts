import {
  averageMoqProgress,
  isWholePacks,
  meanMoqProgress,
  moqBand,
  moqProgress,
  packsFor,
  roundToPack,
  unitsLeft,
  unitsToMoq,
} from './moq';

describe('MOQ rules', () => {
  it('caps progress at 100% and treats MOQ 0 as 0%', () => {
    expect(moqProgress(50, 100)).toBe(50);
    expect(moqProgress(250, 100)).toBe(100);
    expect(moqProgress(10, 0)).toBe(0);
  });
  it('averages as rounded total committed over total MOQ', () => {
    expect(
      averageMoqProgress([
        { committed: 50, moq: 100 },
        { committed: 1, moq: 200 },
      ]),
    ).toBe(17);
    expect(averageMoqProgress([])).toBe(0);
  });
  it('averages a round’s products as their rows show them: the mean of each capped progress', () => {
    // A product past its MOQ shows 100 % and lends nothing to the others; a large MOQ weighs no
    // more than a small one (units over MOQ units would say 60 % and 40 %).
    expect(
      meanMoqProgress([
        { committed: 160, moq: 100 },
        { committed: 20, moq: 200 },
      ]),
    ).toBe(55);
    expect(
      meanMoqProgress([
        { committed: 100, moq: 100 },
        { committed: 20, moq: 200 },
      ]),
    ).toBe(55);
    expect(meanMoqProgress([{ committed: 5, moq: 0 }])).toBe(0);
    expect(meanMoqProgress([])).toBe(0);
  });
  it('puts 100% in met, 80–99% in close and below 80% in danger', () => {
    expect(moqBand(100, 100)).toBe('met');
    expect(moqBand(80, 100)).toBe('close');
    expect(moqBand(99, 100)).toBe('close');
    expect(moqBand(79, 100)).toBe('danger');
    expect(unitsToMoq(79, 100)).toBe(21);
    expect(unitsToMoq(120, 100)).toBe(0);
  });
  it('rounds quantities to whole packs within 0..max', () => {
    expect(roundToPack(13, 6)).toBe(12);
    expect(roundToPack(16, 6)).toBe(18);
    expect(roundToPack(-5, 6)).toBe(0);
    expect(roundToPack(30, 6, 20)).toBe(18);
    expect(roundToPack(7, 0)).toBe(7);
    expect(packsFor(13, 6)).toBe(3);
  });
});

describe('pack and max rules', () => {
  it('accepts only whole packs', () => {
    expect(isWholePacks(12, 6)).toBe(true);
    expect(isWholePacks(13, 6)).toBe(false);
    expect(isWholePacks(2.5, 1)).toBe(false);
    expect(isWholePacks(7, 0)).toBe(true);
  });
  it('counts units left under a max, never below 0', () => {
    expect(unitsLeft(30, 100)).toBe(70);
    expect(unitsLeft(120, 100)).toBe(0);
    expect(unitsLeft(5, null)).toBeNull();
  });
});
