import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../providers.tsx';
import { NewsletterForm } from './newsletter-form.tsx';

type FetchDouble = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

const realFetch = globalThis.fetch;
let requests: { url: string; init: RequestInit | undefined }[] = [];

/** Replaces the network at its edge: `globalThis.fetch`, nothing inside the shop. */
function answerWith(answer: FetchDouble) {
  globalThis.fetch = (input, init) => {
    requests.push({ url: String(input), init });
    return answer(input, init);
  };
}

const json = (status: number, body: unknown) => () =>
  Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }),
  );

function renderForm() {
  render(
    <AppProviders>
      <NewsletterForm />
    </AppProviders>,
  );
  return {
    field: screen.getByRole('textbox', { name: 'Email address' }),
    button: screen.getByRole('button', { name: 'Subscribe' }),
  };
}

async function subscribe(address: string) {
  const user = userEvent.setup();
  const form = renderForm();
  await user.type(form.field, address);
  await user.click(form.button);
  return { ...form, user };
}

beforeEach(() => {
  requests = [];
});

afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('NewsletterForm', () => {
  it('is a required native email field', () => {
    const { field } = renderForm();
    expect(field).toHaveAttribute('type', 'email');
    expect(field).toBeRequired();
  });

  it('posts the address and asks to confirm from the inbox, clearing the field', async () => {
    answerWith(json(202, { status: 'check_inbox' }));
    const { field } = await subscribe('ada@example.com');

    expect(
      await screen.findByText(
        'Almost done! Check your inbox and confirm your subscription with the link we sent.',
      ),
    ).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe('/api/newsletter');
    expect(requests[0]?.init?.method).toBe('POST');
    expect(JSON.parse(String(requests[0]?.init?.body))).toEqual({ email: 'ada@example.com' });
    expect(new Headers(requests[0]?.init?.headers).get('Content-Type')).toBe('application/json');
  });

  it("shows the server's reason beside the field and keeps what was typed", async () => {
    answerWith(
      json(400, { error: { kind: 'invalid', message: 'That email address cannot receive mail.' } }),
    );
    const { field, user } = await subscribe('ada@example.invalid');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('That email address cannot receive mail.');
    expect(field).toHaveValue('ada@example.invalid');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('That email address cannot receive mail.');

    // Editing the address clears the complaint.
    await user.type(field, 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['a server error', json(500, { error: { kind: 'internal', message: 'Something broke' } })],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an answer of the wrong shape', json(201, { ok: true })],
  ])('asks to try again after %s, keeping the text', async (_, answer) => {
    answerWith(answer);
    const { field } = await subscribe('ada@example.com');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not subscribe right now. Please try again.',
    );
    expect(field).toHaveValue('ada@example.com');
  });

  it('holds the button while sending, with the focus still on it', async () => {
    let release: (response: Response) => void = () => {};
    answerWith(() => new Promise<Response>((resolve) => (release = resolve)));
    const { button, user } = await subscribe('ada@example.com');

    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveFocus();
    await user.click(button);
    release(new Response(JSON.stringify({ status: 'subscribed' }), { status: 201 }));
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    expect(requests).toHaveLength(1);
  });

  it('sends nothing for an empty field', async () => {
    const answer = vi.fn(json(201, { status: 'subscribed' }));
    answerWith(answer);
    const user = userEvent.setup();
    const { button } = renderForm();
    await user.click(button);
    expect(answer).not.toHaveBeenCalled();
  });
});
