/** BlogPosting structured data for one article: author, dates, image and publisher. */
import type { BlogPosting, WithContext } from 'schema-dts';
import type { Content } from '../../content/collections';
import { postPath } from './paths';
import { postAuthor } from './posts';

type Post = Content['posts'][number];

export function blogPostingJsonLd(
  post: Post,
  content: Content,
  siteUrl: string,
  wordCount: number,
): WithContext<BlogPosting> {
  const url = `${siteUrl}${postPath(post.slug)}`;
  const author = postAuthor(content);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    url,
    mainEntityOfPage: url,
    datePublished: post.date,
    inLanguage: content.site.language,
    wordCount,
    // The social image every page shares (build/render/document.tsx).
    image: `${siteUrl}/og-default.png`,
    author: { '@type': 'Person', name: author.name, jobTitle: author.role, url: `${siteUrl}/about/` },
    publisher: {
      '@type': 'Organization',
      '@id': `${siteUrl}/#organization`,
      name: content.site.brand,
      logo: { '@type': 'ImageObject', url: `${siteUrl}/icon-512.png` },
    },
  };
}
