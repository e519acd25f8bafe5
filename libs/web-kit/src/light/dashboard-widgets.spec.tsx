import { renderToStaticMarkup } from 'react-dom/server';
import { StatCards, statValueText } from '../components/Dashboard';
import { LightTag } from './LightTag';
import { LightEmpty, LightList, LightListItem, LightProgress } from './LightList';

describe("the dashboards' light widgets", () => {
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

  it("a status tag takes its status colour's class, antd's status colours their hue's; any other colour is the default look", () => {
    expect(renderToStaticMarkup(<LightTag color="gold">Pending</LightTag>)).toContain(
      'class="mk-tag mk-tag-gold"',
    );
    expect(renderToStaticMarkup(<LightTag color="processing">Sent</LightTag>)).toContain(
      'class="mk-tag mk-tag-blue"',
    );
    expect(renderToStaticMarkup(<LightTag color="success">Accepted</LightTag>)).toContain(
      'class="mk-tag mk-tag-green"',
    );
    expect(renderToStaticMarkup(<LightTag color="magenta">Other</LightTag>)).toContain('class="mk-tag"');
  });

  it('a progress bar says its percentage to a screen reader, clamped to 0-100', () => {
    const bar = renderToStaticMarkup(<LightProgress percent={140} label="Progress" />);
    expect(bar).toContain('role="progressbar"');
    expect(bar).toContain('aria-label="Progress"');
    expect(bar).toContain('aria-valuenow="100"');
    expect(bar).toContain('width:100%');
  });

  it('a list row holds its title, description, value and actions; an empty list says so', () => {
    const list = renderToStaticMarkup(
      <LightList>
        <LightListItem
          title="#81d710c5"
          description="Demo Spring Round"
          extra="$300.00"
          actions={[<a key="v">View</a>]}
        />
      </LightList>,
    );
    expect(list).toMatch(/^<ul class="mk-list"><li class="mk-list-item">/);
    expect(list).toContain('<div class="mk-list-title">#81d710c5</div>');
    expect(list).toContain('<div class="mk-list-description">Demo Spring Round</div>');
    expect(list).toContain('<div class="mk-list-extra">$300.00</div>');
    expect(list).toContain('<ul class="mk-list-actions"><li><a>View</a></li></ul>');

    const empty = renderToStaticMarkup(<LightEmpty description="No orders yet" />);
    expect(empty).toContain('No orders yet');
    expect(empty).toContain('aria-hidden="true"');
  });
});
