import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { Modal } from '@meydan/shared/ui';
import { createI18n } from '@meydan/shared/util/i18n';
import { type FormLoader, LazyForm } from './lazy-form';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n({ edition: 'en' });
});

function NameForm({ label }: { label: string }) {
  return (
    <form>
      <label>
        {label}
        <input />
      </label>
    </form>
  );
}

/** A loader the test settles by hand, as a chunk fetch that takes its time (or fails). */
function pendingLoader() {
  const attempts: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  const load: FormLoader<{ label: string }> = () =>
    new Promise((resolve, reject) => attempts.push({ resolve: () => resolve({ default: NameForm }), reject }));
  return { load, attempts };
}

function renderInDialog(load: FormLoader<{ label: string }>) {
  return render(
    <I18nextProvider i18n={i18n}>
      <Modal title="Sign in" closeLabel="Close" onClose={() => undefined}>
        <LazyForm load={load} label="Name" />
      </Modal>
    </I18nextProvider>,
  );
}

describe('LazyForm', () => {
  it('shows a loading state, then the form with its first field focused', async () => {
    const { load, attempts } = pendingLoader();
    renderInDialog(load);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.getByRole('dialog')).toHaveFocus();
    await act(async () => attempts[0]?.resolve());
    expect(await screen.findByLabelText('Name')).toHaveFocus();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('offers a retry when the chunk cannot be fetched, and loads it again', async () => {
    const { load, attempts } = pendingLoader();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderInDialog(load);
    await act(async () => attempts[0]?.reject(new Error('ChunkLoadError')));
    expect(await screen.findByRole('alert')).toHaveTextContent('Operation failed, please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(attempts).toHaveLength(2);
    await act(async () => attempts[1]?.resolve());
    expect(await screen.findByLabelText('Name')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    error.mockRestore();
  });
});
