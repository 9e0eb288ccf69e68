import { MESSAGE_LINK_REL, messageParts } from '@/lib/messages/links';

/** A message's text as it was written: line breaks kept, only its http(s) addresses made links. */
export function MessageText({ body }: { body: string }) {
  return (
    <p className="mb-0 text-break" style={{ whiteSpace: 'pre-wrap' }}>
      {messageParts(body).map((part, index) =>
        part.href ? (
          <a key={index} href={part.href} rel={MESSAGE_LINK_REL}>
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}
