import type { NoteRow } from '@vanilla/contracts';
import { formatMoment } from '../../../lib/format';
import { letterPdf } from '../../../lib/pdf';
import { noteLinkLabel, noteText, noteTypeLabels } from './note-rows';

const MARGIN = 48;
const LINE = 15;

/**
 * Downloads the notes as a PDF (`notes-YYYY-MM-DD.pdf`): each note's type, date, link and text,
 * across as many pages as it takes. jsPDF is loaded only when someone exports.
 */
export const exportNotesPdf = async (notes: readonly NoteRow[], title = 'Notes'): Promise<void> => {
  const page = await letterPdf(MARGIN);
  const { pdf, width, room } = page;
  pdf.setFont('helvetica', 'bold').setFontSize(18).text(title, MARGIN, page.y);
  page.y += LINE * 1.5;
  pdf
    .setFont('helvetica', 'normal')
    .setFontSize(10)
    .setTextColor(100)
    .text(
      `${notes.length} ${notes.length === 1 ? 'note' : 'notes'} · exported ${formatMoment(new Date().toISOString())}`,
      MARGIN,
      page.y,
    );
  page.y += LINE * 2;
  for (const note of notes) {
    const meta = [noteTypeLabels[note.type], formatMoment(note.date), noteLinkLabel(note)]
      .filter((part) => part !== '')
      .join(' · ');
    const lines: string[] = pdf.setFontSize(11).splitTextToSize(noteText(note), width);
    room(LINE * 2);
    pdf.setFont('helvetica', 'bold').setFontSize(10).setTextColor(80).text(meta, MARGIN, page.y);
    page.y += LINE;
    pdf.setFont('helvetica', 'normal').setFontSize(11).setTextColor(20);
    for (const line of lines) {
      room(LINE);
      pdf.text(line, MARGIN, page.y);
      page.y += LINE;
    }
    page.y += LINE;
  }
  pdf.save(`notes-${new Date().toISOString().slice(0, 10)}.pdf`);
};
