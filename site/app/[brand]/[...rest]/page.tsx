import { notFound } from 'next/navigation';

/** Any path no route claims is a branded 404 (inside the brand's layout, so the shopper keeps the header). */
export default function UnknownPage() {
  notFound();
}
