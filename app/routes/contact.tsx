import { Form, useActionData, useLocation } from "react-router";
import { Field } from "~/components/forms/field";
import { Honeypot } from "~/components/forms/honeypot";
import { SubmitButton } from "~/components/forms/submit-button";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { ActionToast } from "~/components/toasts";
import { Icon } from "~/components/ui/icon";
import { PageHeader } from "~/components/ui/page-header";
import { submitContactMessage } from "~/features/contact/contact.server";
import { contactFields } from "~/features/contact/fields";
import { contactForm } from "~/features/contact/schema";
import { seo } from "~/lib/seo";
import { removalTime, replyAim } from "~/content/promises";
import { mailto, postRemovalMailto } from "~/lib/site";
import { submitForm } from "~/lib/submission.server";
import { useSite } from "~/lib/use-site";
import { formPageHeaders } from "~/lib/cache-control";
import type { Route } from "./+types/contact";

// A refused form's (or look-up's) Retry-After reaches the client.
export const headers: Route.HeadersFunction = formPageHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(
    {
      title: "Contact Us",
      path: "/contact",
      description: `Questions, corrections, partnership ideas or a post removal request: send Staffing Spotlight a message; we ${replyAim}.`,
    },
    matches,
  );

export async function action(args: Route.ActionArgs) {
  return submitForm(args, contactForm, submitContactMessage);
}

const topics = [
  "Corrections to a published movement",
  "Adding or updating a company listing",
  "Questions about the recruiter certification",
  "Partnerships and community events",
  "Feedback on our free tools",
];

export default function Contact() {
  const site = useSite();
  const result = useActionData<typeof action>();
  const location = useLocation();
  const { field, formProps } = useValidatedForm(contactFields, result, () =>
    import("~/features/contact/schema").then((module) => module.contactSchema),
  );
  return (
    <>
      <PageHeader eyebrow="Contact" title="Get in Touch">
        <p>Questions, corrections or ideas? We read every message and {replyAim}.</p>
      </PageHeader>
      <ActionToast toast={result?.toast} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_22rem] lg:px-8">
        <section
          aria-labelledby="message-heading"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id="message-heading" className="text-xl font-bold text-slate-900">
            Send us a Message
          </h2>
          <Form
            key={location.key}
            method="post"
            action="/contact"
            className="relative mt-6 space-y-5"
            {...formProps}
          >
            <Honeypot />
            <div className="grid gap-5 sm:grid-cols-2">
              <Field label="Name" required autoComplete="name" {...field("name")} />
              <Field label="Email" type="email" required autoComplete="email" {...field("email")} />
            </div>
            <Field label="Subject" required {...field("subject")} />
            <Field label="Message" required multiline rows={7} {...field("message")} />
            <SubmitButton label="Send Message" pendingLabel="Sending..." action="/contact" />
          </Form>
        </section>
        <aside className="space-y-6 text-sm">
          <section
            aria-labelledby="direct-heading"
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <h2
              id="direct-heading"
              className="flex items-center gap-2 text-lg font-bold text-slate-900"
            >
              <Icon name="mail" aria-hidden="true" className="size-5 text-brand-700" />
              Direct contact
            </h2>
            <p className="mt-2 text-slate-700">Prefer e-mail? Write to us at</p>
            <a
              href={mailto(site.contactEmail)}
              className="mt-1 inline-block font-medium text-brand-700 underline underline-offset-2"
            >
              {site.contactEmail}
            </a>
          </section>
          <section
            aria-labelledby="removal-heading"
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <h2
              id="removal-heading"
              className="flex items-center gap-2 text-lg font-bold text-slate-900"
            >
              <Icon name="trash" aria-hidden="true" className="size-5 text-brand-700" />
              Post removal request
            </h2>
            <p className="mt-2 text-slate-700">
              Featured in a post you would rather not see here? Send us the link and we will remove
              it within {removalTime}.
            </p>
            <a
              href={postRemovalMailto(site)}
              className="mt-2 inline-block font-medium text-brand-700 underline underline-offset-2"
            >
              Request a post removal
            </a>
          </section>
          <section
            aria-labelledby="topics-heading"
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <h2
              id="topics-heading"
              className="flex items-center gap-2 text-lg font-bold text-slate-900"
            >
              <Icon name="message-square" aria-hidden="true" className="size-5 text-brand-700" />
              Common inquiry topics
            </h2>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
              {topics.map((topic) => (
                <li key={topic}>{topic}</li>
              ))}
            </ul>
          </section>
          <section
            aria-labelledby="standards-heading"
            className="rounded-2xl border border-brand-200 bg-brand-50 p-6"
          >
            <h2
              id="standards-heading"
              className="flex items-center gap-2 text-lg font-bold text-slate-900"
            >
              <Icon name="shield-check" aria-hidden="true" className="size-5 text-brand-700" />
              Community standards
            </h2>
            <p className="mt-2 leading-6 text-slate-700">
              We keep Staffing Spotlight professional, positive and accurate. Messages that are
              abusive or promotional spam are not answered.
            </p>
          </section>
        </aside>
      </div>
    </>
  );
}
