import { AlignmentType, Document, ExternalHyperlink, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';

// A Word file for the editor's Open, made with the docx package (which writes WordprocessingML as
// ECMA-376 Part 1 describes it): a heading, a centred paragraph with bold and italic, a link, and
// a bulleted list.
export async function sampleDocx(): Promise<Buffer> {
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun('Quarterly report')] }),
          new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun('Sales grew '), new TextRun({ text: 'twelve percent', bold: true }), new TextRun({ text: ' this quarter.', italics: true })] }),
          new Paragraph({ children: [new TextRun('Details at '), new ExternalHyperlink({ link: 'https://example.com/report', children: [new TextRun('the full report')] }), new TextRun('.')] }),
          new Paragraph({ bullet: { level: 0 }, children: [new TextRun('New customers in March')] }),
          new Paragraph({ bullet: { level: 0 }, children: [new TextRun('Fewer returns')] }),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}
