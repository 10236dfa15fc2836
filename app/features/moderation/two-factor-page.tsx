import { Form } from "react-router";
import { Field } from "~/components/forms/field";
import { PageLink } from "~/components/page-link";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";

// The sign-in's second step (issue 33): the set-up of an authenticator app, the code asked for
// at each sign-in, and the recovery codes shown once after the set-up.

const card = "space-y-5 rounded-2xl border border-slate-200 bg-white p-8 shadow-sm";

function Problem({ message }: { message: string | undefined }) {
  return message ? (
    <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
      {message}
    </p>
  ) : null;
}

export function CodeStep({ message }: { message?: string }) {
  return (
    <Form method="post" className={card}>
      <h1 className="flex items-center gap-2 text-2xl font-bold text-slate-900">
        <Icon name="key-round" aria-hidden="true" className="size-6 text-brand-700" />
        Two-factor sign-in
      </h1>
      <Problem message={message} />
      <p className="text-slate-700">
        Enter the 6-digit code your authenticator app shows for Staffing Spotlight. If you cannot
        use the app, enter one of your recovery codes instead.
      </p>
      <Field
        label="Authentication code"
        name="code"
        required
        autoComplete="one-time-code"
        maxLength={40}
        hint="6 digits from the app, or a recovery code such as abcde-fghjk."
      />
      <button type="submit" className={`${buttonClass("primary", "lg")} w-full`}>
        Verify
      </button>
      <p className="text-sm text-slate-600">
        <PageLink to="/admin/login" className="font-medium text-brand-700 underline">
          Start again
        </PageLink>
      </p>
    </Form>
  );
}

export function SetUpStep({
  email,
  qrSvg,
  secret,
  message,
}: {
  email: string;
  qrSvg: string;
  secret: string;
  message?: string;
}) {
  return (
    <Form method="post" className={card}>
      <h1 className="flex items-center gap-2 text-2xl font-bold text-slate-900">
        <Icon name="shield-check" aria-hidden="true" className="size-6 text-brand-700" />
        Set up two-factor sign-in
      </h1>
      <Problem message={message} />
      <p className="text-slate-700">
        Every moderator signs in with a password and a code from an authenticator app (such as
        Google Authenticator, Microsoft Authenticator, 1Password or Bitwarden). Scan this QR code
        with the app for <strong className="break-all">{email}</strong>:
      </p>
      <div
        role="img"
        aria-label="QR code of your two-factor secret, for your authenticator app"
        className="mx-auto w-48 bg-white"
        dangerouslySetInnerHTML={{ __html: qrSvg }}
      />
      <div>
        <p className="text-sm text-slate-700">Or type this secret into the app (time-based):</p>
        <p className="mt-1 rounded-lg bg-slate-100 p-3 text-center font-mono text-lg tracking-wider break-all text-slate-900">
          <span className="sr-only">Secret: </span>
          <span data-testid="totp-secret">{secret}</span>
        </p>
      </div>
      <Field
        label="Authentication code"
        name="code"
        required
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={10}
        hint="The 6-digit code the app shows now, to confirm the set-up."
      />
      <button type="submit" className={`${buttonClass("primary", "lg")} w-full`}>
        Turn on two-factor
      </button>
    </Form>
  );
}

/** Recovery codes as shown once: large, monospaced, two to a row. */
export function RecoveryCodeList({ codes, testId }: { codes: string[]; testId: string }) {
  return (
    <ol className="grid grid-cols-2 gap-2 font-mono text-lg text-slate-900" data-testid={testId}>
      {codes.map((code) => (
        <li key={code} className="rounded bg-slate-100 px-3 py-1 text-center">
          {code}
        </li>
      ))}
    </ol>
  );
}

export function RecoveryCodes({ codes, next }: { codes: string[]; next: string }) {
  return (
    <section className={card} aria-labelledby="recovery-heading">
      <h1 id="recovery-heading" className="text-2xl font-bold text-slate-900">
        Your recovery codes
      </h1>
      <p
        role="status"
        className="rounded-lg bg-emerald-50 p-3 text-sm font-medium text-emerald-900"
      >
        Two-factor sign-in is on.
      </p>
      <p className="text-slate-700">
        If you lose your phone, each of these codes signs you in once in place of the app's code.
        Store them somewhere safe now, such as a password manager: they are shown only this once.
      </p>
      <RecoveryCodeList codes={codes} testId="recovery-codes" />
      <PageLink to={next} className={`${buttonClass("primary", "lg")} w-full`}>
        I have stored them: continue
      </PageLink>
    </section>
  );
}
