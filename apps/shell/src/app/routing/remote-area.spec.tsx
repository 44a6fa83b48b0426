import { render, screen } from '@testing-library/react';
import { Page, Throwing } from './remote-area.fixtures';

describe('RemoteArea', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the fallback in place of a remote that throws in the browser; the rest of the page stays', () => {
    render(
      <Page>
        <Throwing />
      </Page>,
    );
    expect(screen.getByRole('alert')).toHaveAttribute('data-remote-fallback', 'games');
    expect(screen.getByRole('heading', { name: 'Section unavailable' })).toBeInTheDocument();
    expect(screen.getByText('Site header')).toBeInTheDocument();
    expect(screen.getByText('Site footer')).toBeInTheDocument();
  });

  it('renders the remote normally when it works', () => {
    render(
      <Page>
        <p>Games page</p>
      </Page>,
    );
    expect(screen.getByText('Games page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
