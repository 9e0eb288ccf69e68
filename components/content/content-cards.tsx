import type { ComponentProps } from 'react';
import { Link } from '@/lib/i18n/navigation';

export type ContentCard = {
  key: string;
  href: ComponentProps<typeof Link>['href'];
  title: string;
  summary: string;
  /** A small line above the title (an article's category). */
  kicker?: string;
  /** A small line at the foot of the card (reading time, homes for rent). */
  footer: string;
};

/** Guides and articles as a grid of cards; the whole card is the link to the entry. */
export function ContentCards({ cards, headingLevel: Heading }: { cards: ContentCard[]; headingLevel: 'h2' | 'h3' }) {
  return (
    <ul className="list-unstyled row row-cols-1 row-cols-md-2 row-cols-xl-3 g-3">
      {cards.map((card) => (
        <li key={card.key} className="col">
          <article className="card h-100">
            <div className="card-body d-flex flex-column">
              {card.kicker ? <p className="small text-body-secondary mb-1">{card.kicker}</p> : null}
              <Heading className="h5 card-title">
                <Link href={card.href} className="stretched-link text-decoration-none">
                  {card.title}
                </Link>
              </Heading>
              <p className="card-text">{card.summary}</p>
              <p className="card-text small text-body-secondary mt-auto">{card.footer}</p>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
