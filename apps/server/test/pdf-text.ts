import zlib from 'node:zlib';

/**
 * The text a PDF shows, line by line as its text operators write it: each content stream
 * (inflated when FlateDecode), each TJ array's strings joined, each Tj string. Enough for the
 * PDFs pdfkit writes with its standard fonts (WinAnsi, hex or literal strings), not a general reader.
 */
export const pdfText = (pdf: Buffer): string => {
  const source = pdf.toString('latin1');
  const texts: string[] = [];
  const streams = /<<([^]*?)>>\s*stream\r?\n/g;
  for (let match = streams.exec(source); match; match = streams.exec(source)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    const raw = pdf.subarray(start, end);
    let content: string;
    try {
      content = (match[1]?.includes('FlateDecode') ? zlib.inflateSync(raw) : raw).toString('latin1');
    } catch {
      continue; // a font or an image, not content
    }
    const operators = /\[((?:[^\]\\]|\\.)*)\]\s*TJ|(<[0-9a-fA-F]*>|\((?:[^)\\]|\\.)*\))\s*Tj/g;
    for (let op = operators.exec(content); op; op = operators.exec(content)) {
      const strings = (op[1] ?? op[2] ?? '').match(/<[0-9a-fA-F]*>|\((?:[^)\\]|\\.)*\)/g) ?? [];
      texts.push(
        strings
          .map((piece) =>
            piece.startsWith('<')
              ? Buffer.from(piece.slice(1, -1), 'hex').toString('latin1')
              : piece.slice(1, -1).replace(/\\(.)/g, '$1'),
          )
          .join(''),
      );
    }
  }
  return texts.join('\n');
};
