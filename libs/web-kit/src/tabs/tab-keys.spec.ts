import { tabIndexAfterKey } from './tab-keys';

describe('tabIndexAfterKey', () => {
  it('moves to the next tab with the right arrow and wraps from the last to the first', () => {
    expect(tabIndexAfterKey('ArrowRight', 0, 3)).toBe(1);
    expect(tabIndexAfterKey('ArrowRight', 2, 3)).toBe(0);
  });

  it('moves to the previous tab with the left arrow and wraps from the first to the last', () => {
    expect(tabIndexAfterKey('ArrowLeft', 2, 3)).toBe(1);
    expect(tabIndexAfterKey('ArrowLeft', 0, 3)).toBe(2);
  });

  it('goes to the first tab with Home and the last with End', () => {
    expect(tabIndexAfterKey('Home', 2, 3)).toBe(0);
    expect(tabIndexAfterKey('End', 0, 3)).toBe(2);
  });

  it('leaves other keys (Tab, Enter, letters) to the browser', () => {
    for (const key of ['Tab', 'Enter', ' ', 'a', 'ArrowDown']) expect(tabIndexAfterKey(key, 1, 3)).toBeNull();
  });

  it('has nowhere to go in an empty list', () => {
    expect(tabIndexAfterKey('ArrowRight', 0, 0)).toBeNull();
  });
});
