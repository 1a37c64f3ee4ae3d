import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { answerFetch } from '../../testing/answer-fetch.ts';
import { MessageForm } from './message-form.tsx';

let restore = () => {};
afterEach(() => restore());

function renderForm(props: Partial<Parameters<typeof MessageForm>[0]> = {}) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MessageForm kind="contact" label="Contact form" {...props} />
    </QueryClientProvider>,
  );
}

const sent: unknown[] = [];
function answerMessages(status: number, body: unknown) {
  sent.length = 0;
  restore = answerFetch({
    '/api/messages': (init) => {
      sent.push(JSON.parse(String(init?.body)));
      return { status, body };
    },
  });
}

async function fillContact() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Name'), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.selectOptions(screen.getByLabelText('Topic'), 'shipping');
  await user.type(screen.getByLabelText('Message'), 'When will my bookcase ship?');
  return user;
}

describe('the message form', () => {
  it('sends the contact message and says when to expect an answer', async () => {
    answerMessages(202, { status: 'received', id: 'm1' });
    renderForm();
    const user = await fillContact();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you, Ada Lovelace. We received your message.',
    );
    expect(screen.getByRole('status')).toHaveTextContent('within 2 working days');
    expect(sent).toEqual([
      {
        kind: 'contact',
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        topic: 'shipping',
        message: 'When will my bookcase ship?',
      },
    ]);
  });

  it('shows the server’s refusal beside its field and keeps what was typed', async () => {
    answerMessages(400, {
      error: {
        kind: 'invalid',
        message: 'Check the form.',
        fields: { email: 'We cannot deliver mail to that address.' },
      },
    });
    renderForm();
    const user = await fillContact();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const email = screen.getByLabelText('Email');
    expect(await screen.findByText('We cannot deliver mail to that address.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Message')).toHaveValue('When will my bookcase ship?');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('checks the fields before sending, in the contract’s words', async () => {
    answerMessages(202, { status: 'received', id: 'm1' });
    renderForm();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Choose what your message is about.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('names an empty application’s every missing answer at once, the company with the rest', async () => {
    answerMessages(202, { status: 'received', id: 'm3' });
    renderForm({
      kind: 'interior-designers',
      label: 'Interior designers application',
      fields: ['company', 'phone', 'website'],
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Enter your company or studio name.')).toBeInTheDocument();
    expect(screen.getByLabelText('Company or studio')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('asks an application for the company, and sends no topic', async () => {
    answerMessages(202, { status: 'received', id: 'm2' });
    renderForm({
      kind: 'trade-program',
      label: 'Trade program application',
      fields: ['company', 'phone', 'website'],
    });
    expect(screen.queryByLabelText('Topic')).toBeNull();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Message'), 'We furnish twenty rentals a year.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Enter your company or studio name.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Company or studio'), 'Lovelace Homes');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await screen.findByRole('status');
    expect(sent).toEqual([
      {
        kind: 'trade-program',
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        company: 'Lovelace Homes',
        message: 'We furnish twenty rentals a year.',
      },
    ]);
  });
});
