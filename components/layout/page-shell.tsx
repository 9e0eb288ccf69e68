import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from '@/components/ui/breadcrumbs';

type Props = { title: string; titleLang?: string; intro?: string; introLang?: string; crumbs?: Crumb[]; children?: ReactNode };

/** The frame of every content page: breadcrumbs, one h1, an optional lead paragraph. */
export function PageShell({ title, titleLang, intro, introLang, crumbs = [], children }: Props) {
  return (
    <div className="container-xxl py-4">
      <Breadcrumbs crumbs={crumbs} current={title} />
      <h1 className="mb-3" lang={titleLang}>
        {title}
      </h1>
      {intro ? (
        <p className="lead" lang={introLang}>
          {intro}
        </p>
      ) : null}
      {children}
    </div>
  );
}
