import { renderToStaticMarkup } from 'react-dom/server';
import { StatCards, statValueText } from './Dashboard';

describe("the dashboards' figure cards", () => {
  it("groups a figure's digits as antd's Statistic did, and draws text as it is", () => {
    expect(statValueText(1234567)).toBe('1,234,567');
    expect(statValueText(1234.5)).toBe('1,234.5');
    expect(statValueText(999)).toBe('999');
    expect(statValueText('$1,234.00')).toBe('$1,234.00');
  });

  it('lays the figure cards out by the columns each takes, and shows placeholders while loading', () => {
    const figures = [
      { key: 'orders', title: 'Total Orders', value: 1200, icon: null, testId: 'stat-orders' },
    ];
    const drawn = renderToStaticMarkup(<StatCards col={{ xs: 24, sm: 12, xl: 6 }} figures={figures} />);
    expect(drawn).toContain('--mk-xs:1;--mk-sm:2;--mk-xl:4');
    expect(drawn).toContain('data-testid="stat-orders"');
    expect(drawn).toContain('Total Orders');
    expect(drawn).toContain('1,200');

    const loading = renderToStaticMarkup(<StatCards col={{ xs: 24 }} figures={figures} loading />);
    expect(loading).toContain('aria-busy="true"');
    expect(loading).not.toContain('1,200');
  });
});
