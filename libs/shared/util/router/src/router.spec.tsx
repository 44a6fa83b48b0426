import { renderToString } from 'react-dom/server';
import { Link, StaticRouter, useLocation } from './index';

function Where() {
  return <span>{useLocation().pathname}</span>;
}

describe('router doorway', () => {
  it('renders links and the location from one router context', () => {
    const html = renderToString(
      <StaticRouter location="/haber/ornek-10001">
        <Link to="/sport">Spor</Link>
        <Where />
      </StaticRouter>,
    );
    expect(html).toContain('href="/sport"');
    expect(html).toContain('<span>/haber/ornek-10001</span>');
  });
});
