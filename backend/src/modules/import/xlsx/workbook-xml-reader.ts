import { attributeOf, XmlScanner } from './xml-scanner';

/**
 * The two small parts that say where a workbook's sheets are: `xl/workbook.xml` (each sheet's name
 * and relationship id, in the workbook's order) and `xl/_rels/workbook.xml.rels` (each
 * relationship's type and target part). Read with the same scanner as the sheets, so the parse
 * thread needs no general XML library (exceljs's, with its dependencies, cost the thread about
 * 600 modules and 15 MB of heap to read these few lines).
 */

/** A `sheet` element of the workbook part. */
export interface WorkbookSheetXml {
  name: string;
  /** The `r:id` attribute: the relationship naming the sheet's part. */
  relationshipId: string | undefined;
}

/** A `Relationship` element of a relationships part. */
export interface RelationshipXml {
  id: string | undefined;
  type: string | undefined;
  target: string | undefined;
}

/** The `sheet` elements of `sheets`, in order. */
export class WorkbookXmlReader extends XmlScanner<WorkbookSheetXml> {
  private inSheets = false;

  protected started(name: string, text: string, nameEnd: number, end: number): void {
    if (name === 'sheets') this.inSheets = true;
    else if (name === 'sheet' && this.inSheets) {
      this.output.push({
        name: attributeOf(text, nameEnd, end, 'name') ?? '',
        relationshipId: attributeOf(text, nameEnd, end, 'id'),
      });
    }
  }

  protected ended(name: string): void {
    if (name === 'sheets') this.inSheets = false;
  }

  protected captured(): void {}
}

/** The `Relationship` elements of a relationships part. */
export class RelationshipsXmlReader extends XmlScanner<RelationshipXml> {
  protected started(name: string, text: string, nameEnd: number, end: number): void {
    if (name !== 'Relationship') return;
    this.output.push({
      id: attributeOf(text, nameEnd, end, 'Id'),
      type: attributeOf(text, nameEnd, end, 'Type'),
      target: attributeOf(text, nameEnd, end, 'Target'),
    });
  }

  protected ended(): void {}

  protected captured(): void {}
}

/** Every item an XML part yields, read chunk by chunk (the scanner checks the document ends well). */
export async function readXmlItems<T>(scanner: XmlScanner<T>, text: AsyncIterable<string>): Promise<T[]> {
  const items: T[] = [];
  for await (const chunk of text) items.push(...scanner.write(chunk));
  scanner.end();
  return items;
}
