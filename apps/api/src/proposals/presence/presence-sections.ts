// The section titles a shared proposal's page can show, so a report names one of them and not
// any text a caller likes: the page splits the markdown on "## " headings (their text as
// written, without a closing run of hashes), and text before the first heading, or a proposal
// without headings, is "Proposal Details" (spec 000 §3).
const H2 = /^ {0,3}##(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const DEFAULT_SECTION = 'Proposal Details';

export const sectionTitlesOf = (content: string): Set<string> => {
  const titles = new Set([DEFAULT_SECTION]);
  for (const line of content.replace(/\r\n?/g, '\n').split('\n')) {
    const title = H2.exec(line)?.[1]?.trim();
    if (title) titles.add(title);
  }
  return titles;
};
