import { renderToStaticMarkup } from 'react-dom/server';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { LightButton } from './LightButton';
import { LightCard } from './LightCard';
import { SearchField } from './SearchField';
import { SvgIcon } from './SvgIcon';

describe('the light widgets', () => {
  it('draws an antd icon from its definition: decoration, or an image with a name', () => {
    const decoration = renderToStaticMarkup(<SvgIcon icon={SearchOutlined} />);
    expect(decoration).toContain('viewBox="64 64 896 896"');
    const drawing = SearchOutlined.icon;
    if (typeof drawing === 'function') throw new Error('SearchOutlined is drawn, not computed');
    expect(decoration).toContain(`d="${drawing.children?.[0].attrs.d}"`);
    expect(decoration).toContain('aria-hidden="true"');
    expect(decoration).not.toContain('role="img"');

    // antd's drawings spell attributes as SVG does (`fill-rule`); the markup keeps that spelling.
    const filled = renderToStaticMarkup(<SvgIcon icon={CloseCircleFilled} />);
    expect(filled).toContain('fill-rule="evenodd"');

    const named = renderToStaticMarkup(<SvgIcon icon={SearchOutlined} label="Search" />);
    expect(named).toContain('role="img"');
    expect(named).toContain('aria-label="Search"');
  });

  it('a loading button cannot be pressed again and says it is busy; a plain one is a button, not a submit', () => {
    const loading = renderToStaticMarkup(
      <LightButton variant="primary" loading>
        Save
      </LightButton>,
    );
    expect(loading).toContain('disabled=""');
    expect(loading).toContain('aria-busy="true"');
    expect(loading).toContain('mk-btn-primary');

    const plain = renderToStaticMarkup(<LightButton>Cancel</LightButton>);
    expect(plain).toContain('type="button"');
    expect(plain).not.toContain('disabled');
    expect(plain).not.toContain('aria-busy');
  });

  it('a card is titled by a heading and lists its actions', () => {
    const card = renderToStaticMarkup(
      <LightCard title="Demo Spring Round" actions={[<LightButton key="view">View Products</LightButton>]}>
        body
      </LightCard>,
    );
    expect(card).toMatch(/^<article class="mk-card">/);
    expect(card).toContain('<h3 class="mk-card-title">Demo Spring Round</h3>');
    expect(card).toMatch(
      /<ul class="mk-card-actions"><li><button[^>]*>.*View Products.*<\/button><\/li><\/ul>/,
    );
  });

  it('the search field offers a named clear button only when there is text to clear', () => {
    const empty = renderToStaticMarkup(
      <SearchField value="" onChange={() => undefined} placeholder="Search rounds" clearLabel="Clear" />,
    );
    expect(empty).toContain('aria-label="Search rounds"');
    expect(empty).not.toContain('aria-label="Clear"');

    const typed = renderToStaticMarkup(
      <SearchField
        value="chairs"
        onChange={() => undefined}
        placeholder="Search rounds"
        clearLabel="Clear"
      />,
    );
    expect(typed).toContain('value="chairs"');
    expect(typed).toContain('aria-label="Clear"');
  });
});
