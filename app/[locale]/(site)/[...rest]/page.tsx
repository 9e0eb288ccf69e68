import { notFound } from 'next/navigation';

// Any path the routing table does not know renders the localized not-found page.
export default function UnknownPage() {
  notFound();
}
