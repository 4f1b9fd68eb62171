// A plain table for pdfkit: fixed column widths, a header row repeated on every page, long text cut with
// an ellipsis rather than wrapped, so each row stays one line and the figures line up.

export type PdfColumn = { header: string; width: number; align?: 'left' | 'right' };

export type PdfTable = { title: string; columns: PdfColumn[]; rows: string[][]; note?: string };

const FONT_SIZE = 8;
const ROW_HEIGHT = 13;
const HEADER_GAP = 4;

export function drawTable(doc: PDFKit.PDFDocument, table: PdfTable) {
  const left = doc.page.margins.left;
  const usable = doc.page.width - left - doc.page.margins.right;
  const total = table.columns.reduce((sum, c) => sum + c.width, 0);
  // Column widths are relative; they fill the page width.
  const widths = table.columns.map((c) => (c.width / total) * usable);
  const bottom = () => doc.page.height - doc.page.margins.bottom;

  function ensureSpace(height: number) {
    if (doc.y + height > bottom()) doc.addPage();
  }

  function drawRow(cells: string[], bold: boolean) {
    let x = left;
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(FONT_SIZE);
    cells.forEach((cell, i) => {
      const width = widths[i] ?? 0;
      doc.text(cell, x + 2, y + 2, {
        width: width - 4,
        align: table.columns[i]?.align ?? 'left',
        lineBreak: false,
        ellipsis: true,
      });
      x += width;
    });
    doc.x = left;
    doc.y = y + ROW_HEIGHT;
  }

  function drawHeader() {
    drawRow(
      table.columns.map((c) => c.header),
      true,
    );
    doc
      .moveTo(left, doc.y)
      .lineTo(left + usable, doc.y)
      .lineWidth(0.5)
      .strokeColor('#444444')
      .stroke();
    doc.y += HEADER_GAP / 2;
  }

  ensureSpace(ROW_HEIGHT * 4);
  doc.font('Helvetica-Bold').fontSize(11).text(table.title, left, doc.y);
  if (table.note) doc.font('Helvetica').fontSize(8).fillColor('#555555').text(table.note).fillColor('black');
  doc.y += HEADER_GAP;
  drawHeader();
  if (table.rows.length === 0) {
    doc
      .font('Helvetica')
      .fontSize(FONT_SIZE)
      .text('Nothing in this range.', left + 2, doc.y + 2);
  }
  for (const row of table.rows) {
    if (doc.y + ROW_HEIGHT > bottom()) {
      doc.addPage();
      drawHeader();
    }
    drawRow(row, false);
  }
  doc.y += ROW_HEIGHT;
}
