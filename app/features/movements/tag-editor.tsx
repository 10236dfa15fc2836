import { useId, useState, type KeyboardEvent } from "react";
import { Icon } from "~/components/ui/icon";
import { useHydrated } from "~/lib/use-hydrated";
import { cleanTag, maxTags, normalizeTags, suggestedTags, tooManyTagsMessage } from "./fields";

/**
 * Tags: typed and added with Enter or the add button, removed with their own button, or
 * picked from the suggestions. Without JavaScript it is one text field of comma-separated
 * tags; the server reads both forms the same way.
 */
export function TagEditor({ initial, error }: { initial: string[]; error?: string }) {
  const hydrated = useHydrated();
  const id = useId();
  const [tags, setTags] = useState(() => normalizeTags(initial));
  const [draft, setDraft] = useState("");
  const [notice, setNotice] = useState("");
  const message = error ?? notice;

  function add(raw: string) {
    const tag = cleanTag(raw);
    if (!tag) return;
    if (tags.some((existing) => existing.toLowerCase() === tag.toLowerCase())) {
      setNotice(`#${tag} is already added.`);
      return;
    }
    if (tags.length >= maxTags) {
      setNotice(tooManyTagsMessage);
      return;
    }
    setTags([...tags, tag]);
    setDraft("");
    setNotice("");
  }

  function remove(tag: string) {
    setTags(tags.filter((existing) => existing !== tag));
    setNotice("");
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter" || event.key === ",") {
      event.preventDefault();
      add(draft);
    }
  }

  if (!hydrated) {
    return (
      <div>
        <label htmlFor={id} className="field-label">
          Tags
        </label>
        <input
          id={id}
          name="tags"
          type="text"
          defaultValue={tags.join(", ")}
          aria-describedby={`${id}-hint${message ? ` ${id}-error` : ""}`}
          aria-invalid={message ? true : undefined}
          className="mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 shadow-sm"
        />
        <p id={`${id}-hint`} className="field-hint">
          Separate tags with commas, up to {maxTags}. Suggestions: {suggestedTags.join(", ")}.
        </p>
        {message ? (
          <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
            {message}
          </p>
        ) : null}
      </div>
    );
  }

  const available = suggestedTags.filter(
    (tag) => !tags.some((existing) => existing.toLowerCase() === tag.toLowerCase()),
  );
  return (
    <div>
      {tags.map((tag) => (
        <input key={tag} type="hidden" name="tags" value={tag} />
      ))}
      <label htmlFor={id} className="field-label">
        Add a tag
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id={id}
          type="text"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="e.g. Promotion"
          aria-describedby={`${id}-hint${message ? ` ${id}-error` : ""}`}
          aria-invalid={message ? true : undefined}
          className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 shadow-sm"
        />
        <button
          type="button"
          onClick={() => add(draft)}
          className="inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50"
        >
          <Icon name="plus" aria-hidden="true" />
          Add tag
        </button>
      </div>
      <p id={`${id}-hint`} className="field-hint">
        Press Enter to add. {tags.length} of {maxTags} tags used.
      </p>
      <p id={`${id}-error`} role="status" className="mt-1 text-sm font-medium text-red-700">
        {message}
      </p>
      {tags.length ? (
        <ul aria-label="Added tags" className="mt-3 flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-brand-700 py-1 pl-3 pr-1 text-sm font-medium text-white"
            >
              #{tag}
              <button
                type="button"
                onClick={() => remove(tag)}
                aria-label={`Remove tag ${tag}`}
                className="rounded-full p-1 hover:bg-white/20"
              >
                <Icon name="x" aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {available.length ? (
        <div className="mt-4">
          <p className="text-sm font-medium text-slate-700">Suggestions</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {available.map((tag) => (
              <li key={tag}>
                <button
                  type="button"
                  onClick={() => add(tag)}
                  aria-label={`Add tag ${tag}`}
                  className="rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 hover:bg-brand-100"
                >
                  #{tag}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
