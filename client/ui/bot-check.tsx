/**
 * The bot-check widget (Cloudflare Turnstile, light theme, normal size) and its token, shared by the
 * form islands: a token is set when the widget succeeds and cleared when it expires or errors.
 */
import { Turnstile, type TurnstileInstance } from '@marsidev/react-turnstile';
import { useRef, useState } from 'react';
import { timing } from '../../lib/contract';

export function useBotCheck(onError: () => void) {
  const [token, setToken] = useState<string | null>(null);
  const widget = useRef<TurnstileInstance>(null);
  return {
    token,
    /** The token to send: the widget's latest response, waited for up to `timing.responseTimeoutMs`. */
    async current(): Promise<string | null> {
      return (await widget.current?.getResponsePromise(timing.responseTimeoutMs, 100).catch(() => undefined)) ?? token;
    },
    /** A token is good for one check: after a failed send, clear it and ask for a fresh one. */
    renew() {
      setToken(null);
      widget.current?.reset();
    },
    widget: {
      ref: widget,
      onSuccess: setToken,
      onExpire: () => setToken(null),
      onError: () => {
        setToken(null);
        onError();
      },
    },
  };
}

type WidgetProps = ReturnType<typeof useBotCheck>['widget'];

interface Props {
  siteKey: string;
  widget: WidgetProps;
  /** Offered to visitors without JavaScript, who cannot pass the check. */
  email: string;
}

export function BotCheck({ siteKey, widget, email }: Props) {
  return (
    <div className="min-h-[65px]">
      <Turnstile
        ref={widget.ref}
        siteKey={siteKey}
        options={{ theme: 'light', size: 'normal', retryInterval: timing.botCheckRetryMs }}
        onSuccess={widget.onSuccess}
        onExpire={widget.onExpire}
        onError={widget.onError}
      />
      <noscript>
        <p className="text-sm text-muted">
          The form needs JavaScript for its security check. You can also email us at{' '}
          <a href={`mailto:${email}`}>{email}</a>.
        </p>
      </noscript>
    </div>
  );
}
