import { useMutation } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../ui/button.tsx';
import { notice } from '../../ui/notices.ts';
import {
  CHECK_INBOX_MESSAGE,
  subscribeErrorMessage,
  subscribeToNewsletter,
} from './subscribe-newsletter.ts';

/**
 * The footer's subscribe box. It really subscribes (docs/rules/integrations.md), with double
 * opt-in: the mailed link confirms (useNewsletterConfirmationLink, in the footer). The address is cleared only on
 * success; a refused address or a failure keeps what was typed and says why beside the field.
 */
export function NewsletterForm() {
  const inputId = useId();
  const errorId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  const subscribe = useMutation({
    mutationFn: subscribeToNewsletter,
    onSuccess: () => {
      setEmail('');
      setError(null);
      notice('success', CHECK_INBOX_MESSAGE);
    },
    onError: (failure) => setError(subscribeErrorMessage(failure)),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (subscribe.isPending) return;
    setError(null);
    subscribe.mutate(email.trim());
  };

  return (
    <form onSubmit={onSubmit} aria-label="Newsletter" className="max-w-sm">
      <label htmlFor={inputId} className="block text-sm font-medium">
        Email address
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id={inputId}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error) setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="min-h-11 w-full min-w-0 rounded-md border border-ink/40 bg-paper px-3 text-base placeholder:text-ink-muted aria-invalid:border-danger"
        />
        <Button type="submit" pending={subscribe.isPending}>
          {subscribe.isPending && <LoaderCircle aria-hidden className="motion-safe:animate-spin" />}
          Subscribe
        </Button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-2 text-sm text-danger">
          {error}
        </p>
      )}
    </form>
  );
}
