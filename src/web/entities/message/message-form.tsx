import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  CONTACT_TOPICS,
  isApplication,
  MESSAGE_LIMITS,
  messageInput,
  type ContactTopic,
  type MessageInput,
  type MessageKind,
} from '../../../contract/messages.ts';
import { ApiError } from '../../lib/api-client.ts';
import { focusSoon } from '../../lib/focus-soon.ts';
import { SHOP_PROMISES } from '../../lib/shop-promises.ts';
import { Button } from '../../ui/button.tsx';
import { FormField, inputClass } from '../../ui/form-field.tsx';
import { useSendMessage } from './send-message.ts';

const TOPIC_LABELS: Record<ContactTopic, string> = {
  design: 'Designing a piece',
  order: 'An order I placed',
  shipping: 'Shipping and delivery',
  returns: 'Returns and repairs',
  other: 'Something else',
};

type OptionalField = 'company' | 'phone' | 'website';

const OPTIONAL_FIELDS: Record<
  OptionalField,
  { label: string; autoComplete: string; type: string }
> = {
  company: { label: 'Company', autoComplete: 'organization', type: 'text' },
  phone: { label: 'Phone (optional)', autoComplete: 'tel', type: 'tel' },
  website: { label: 'Website or portfolio (optional)', autoComplete: 'url', type: 'url' },
};

type FormValues = Omit<MessageInput, 'kind'> & { kind: MessageKind };

const FIELD_NAMES = ['name', 'email', 'topic', 'company', 'phone', 'website', 'message'] as const;
type FieldName = (typeof FIELD_NAMES)[number];
const isFieldName = (key: string): key is FieldName =>
  (FIELD_NAMES as readonly string[]).includes(key);

/**
 * The contact form and the programme applications: one form, sent to `POST /api/messages` with
 * its kind. The contact form asks a topic; an application asks the business (company, phone,
 * website), with the company required (both rules are the schema's). Checked here with the server's own schema, then by the
 * server; whatever it refuses shows beside its field, and what was typed stays.
 */
export function MessageForm({
  kind,
  label,
  fields = [],
  messageLabel = 'Message',
  messageHint,
  submitLabel = 'Send message',
}: {
  kind: MessageKind;
  /** The form's accessible name: "Contact form", "Trade program application". */
  label: string;
  fields?: readonly OptionalField[];
  messageLabel?: string;
  messageHint?: string;
  submitLabel?: string;
}) {
  const send = useSendMessage();
  const [received, setReceived] = useState<{ name: string; email: string } | null>(null);
  const statusId = useId();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: zodResolver(messageInput) as never,
    defaultValues: {
      kind,
      name: '',
      email: '',
      message: '',
      ...(kind === 'contact' ? { topic: '' as ContactTopic } : {}),
      ...Object.fromEntries(fields.map((field) => [field, ''])),
    },
  });

  const submit = handleSubmit(async (values) => {
    // Empty optional fields are left out rather than sent as blanks.
    const input = Object.fromEntries(
      Object.entries(values).filter(([, value]) => value !== '' && value !== undefined),
    ) as MessageInput;
    try {
      await send.mutateAsync(input);
      setReceived({ name: values.name.trim(), email: values.email.trim() });
      focusSoon(statusId);
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? Object.entries(error.fields) : [];
      const known = fieldErrors.filter(([key]) => isFieldName(key));
      for (const [index, [key, message]] of known.entries()) {
        setError(key as FieldName, { message }, { shouldFocus: index === 0 });
      }
      const unknown = fieldErrors.length > known.length || known.length === 0;
      if (unknown) {
        setError('root', {
          message:
            error instanceof ApiError && error.kind && error.kind !== 'internal'
              ? error.message
              : 'Your message could not be sent. Check your connection and try again.',
        });
      }
    }
  });

  if (received) {
    return (
      <div
        id={statusId}
        tabIndex={-1}
        role="status"
        className="max-w-xl rounded-lg border border-line bg-white/60 p-6 outline-none"
      >
        <p className="flex items-center gap-2 text-lg font-semibold">
          <CircleCheck aria-hidden className="size-5 shrink-0" />
          Thank you, {received.name}. We received your message.
        </p>
        <p className="mt-2 text-ink-muted">
          A person on our team reads every message and answers within{' '}
          {SHOP_PROMISES.answerWithinWorkingDays} working days, by e-mail to {received.email}.
        </p>
        <Button
          variant="link"
          className="mt-4"
          onClick={() => {
            reset();
            setReceived(null);
          }}
        >
          Send another message
        </Button>
      </div>
    );
  }

  const busy = isSubmitting || send.isPending;
  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={(event) => void submit(event)}
      className="grid max-w-xl gap-4 sm:grid-cols-2"
    >
      <FormField label="Name" error={errors.name?.message}>
        {(field) => (
          <input
            {...field}
            {...register('name')}
            required
            maxLength={MESSAGE_LIMITS.name}
            autoComplete="name"
            className={inputClass}
          />
        )}
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        {(field) => (
          <input
            {...field}
            {...register('email')}
            type="email"
            required
            maxLength={MESSAGE_LIMITS.email}
            autoComplete="email"
            className={inputClass}
          />
        )}
      </FormField>
      {kind === 'contact' && (
        <FormField label="Topic" error={errors.topic?.message} className="sm:col-span-2">
          {(field) => (
            <select {...field} {...register('topic')} required className={inputClass}>
              <option value="">Choose a topic…</option>
              {CONTACT_TOPICS.map((topic) => (
                <option key={topic} value={topic}>
                  {TOPIC_LABELS[topic]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      {fields.map((name) => {
        const spec = OPTIONAL_FIELDS[name];
        const required = name === 'company' && isApplication(kind);
        return (
          <FormField
            key={name}
            label={required ? 'Company or studio' : spec.label}
            error={errors[name]?.message}
            className={name === 'company' ? 'sm:col-span-2' : undefined}
          >
            {(field) => (
              <input
                {...field}
                {...register(name)}
                type={spec.type}
                required={required}
                maxLength={MESSAGE_LIMITS[name]}
                autoComplete={spec.autoComplete}
                className={inputClass}
              />
            )}
          </FormField>
        );
      })}
      <FormField
        label={messageLabel}
        error={errors.message?.message}
        hint={messageHint}
        className="sm:col-span-2"
      >
        {(field) => (
          <textarea
            {...field}
            {...register('message')}
            required
            rows={6}
            maxLength={MESSAGE_LIMITS.message}
            className={`${inputClass} py-2`}
          />
        )}
      </FormField>
      {errors.root?.message && (
        <p role="alert" className="text-sm text-danger sm:col-span-2">
          {errors.root.message}
        </p>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" pending={busy}>
          {busy && <LoaderCircle aria-hidden className="motion-safe:animate-spin" />}
          {busy ? 'Sending...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
