import { useId } from "react";

interface FieldProps {
  /** The input's id, when the form is rendered apart from its page (ServerMemo, whose ids
   * useId would number by the wrong tree); otherwise React makes one. */
  id?: string;
  label: string;
  name: string;
  error?: string;
  defaultValue?: string;
  required?: boolean;
  type?: "text" | "email" | "url" | "password";
  multiline?: boolean;
  rows?: number;
  placeholder?: string;
  hint?: string;
  autoComplete?: string;
  maxLength?: number;
  /** The keyboard a phone shows (a code: "numeric"). */
  inputMode?: "numeric";
}

/** A labelled input or textarea whose error is tied to it for screen readers. */
export function Field({
  label,
  name,
  error,
  hint,
  required,
  multiline,
  rows = 5,
  id: givenId,
  ...input
}: FieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy =
    [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  // `.field-input` in app/app.css; an error turns its border and focus outline red.
  const className = error ? "field-input field-input-error" : "field-input";
  const shared = {
    id,
    name,
    required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    className,
    defaultValue: input.defaultValue,
    placeholder: input.placeholder,
    maxLength: input.maxLength,
    autoComplete: input.autoComplete,
  };
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {" *"}
          </span>
        ) : null}
      </label>
      {multiline ? (
        <textarea rows={rows} {...shared} />
      ) : (
        <input type={input.type ?? "text"} inputMode={input.inputMode} {...shared} />
      )}
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
