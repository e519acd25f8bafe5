import { renderToStaticMarkup } from 'react-dom/server';
import { LightTag } from './LightTag';
import { LightEmpty, LightList, LightListItem, LightProgress } from './LightList';

describe("the dashboards' light widgets", () => {
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
