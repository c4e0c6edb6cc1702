import { SERVER_HEAD_ATTRIBUTE } from '@reelatlas/contracts';

/**
 * Removes the head tags the server wrote for the first page (description, Open Graph, canonical,
 * structured data). Called before the first render: from then on RouteHead and the pages render
 * them for whichever page is shown, and React would otherwise adopt or duplicate the server's.
 */
export function removeServerHead(doc: Document = document): void {
  for (const element of doc.head.querySelectorAll(`[${SERVER_HEAD_ATTRIBUTE}]`)) element.remove();
}
