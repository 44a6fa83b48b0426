import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { PlannedPage } from './planned-page';

describe('PlannedPage', () => {
  it('renders a landmark named by its title with the lead, badge and planned features', () => {
    render(
      <PlannedPage
        remote="quakes"
        title="Son depremler"
        description="Kandilli, AFAD ve USGS verileriyle canlı deprem listesi."
        features={['Büyüklüğe göre filtre', 'Şehre göre arama']}
        badge="Yakında"
      />,
    );

    const region = screen.getByRole('region', { name: 'Son depremler' });
    expect(region).toHaveAttribute('data-remote', 'quakes');
    expect(region).toHaveClass('planned-page');
    expect(within(region).getByRole('heading', { level: 1, name: 'Son depremler' })).toBeInTheDocument();
    expect(within(region).getByText('Kandilli, AFAD ve USGS verileriyle canlı deprem listesi.')).toHaveClass(
      'planned-page__lead',
    );
    expect(within(region).getByText('Yakında')).toHaveClass('planned-page__badge');

    const list = within(region).getByRole('list');
    expect(list).toHaveClass('planned-page__features');
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Büyüklüğe göre filtre',
      'Şehre göre arama',
    ]);
  });

  it('leaves out the list and the badge when there is nothing to show', () => {
    const { container } = render(<PlannedPage remote="games" title="Games" description="Daily games." features={[]} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Games' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(container.querySelector('.planned-page__badge')).toBeNull();
  });

  it('renders on the server with the heading id the section points to', () => {
    const html = renderToString(<PlannedPage remote="social" title="Member profile" description="Soon." badge="Coming soon" />);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const section = doc.querySelector('section.planned-page');
    const labelledBy = section?.getAttribute('aria-labelledby');

    expect(labelledBy).toBeTruthy();
    expect(doc.getElementById(labelledBy ?? '')?.tagName).toBe('H1');
    expect(doc.querySelector('h1')?.textContent).toBe('Member profile');
  });
});
