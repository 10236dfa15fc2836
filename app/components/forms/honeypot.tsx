import { honeypotField } from "~/lib/honeypot";

/** Invisible to people (and to assistive technology); simple bots fill it in. */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="honeypot">
      <label htmlFor={honeypotField}>Leave this field empty</label>
      <input
        id={honeypotField}
        name={honeypotField}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
