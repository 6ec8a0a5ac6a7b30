/**
 * A letter-size PDF measured in points, with a writing position (`y`) that `room` moves to a new
 * page when the next block would not fit above the bottom margin. jsPDF is loaded only when
 * someone exports.
 */
export const letterPdf = async (margin: number) => {
  const { jsPDF } = await import('jspdf');
  const pdf = new jsPDF({ unit: 'pt', format: 'letter' });
  const bottom = pdf.internal.pageSize.getHeight() - margin;
  const page = {
    pdf,
    width: pdf.internal.pageSize.getWidth() - margin * 2,
    y: margin,
    room: (height: number) => {
      if (page.y + height <= bottom) return;
      pdf.addPage();
      page.y = margin;
    },
  };
  return page;
};
