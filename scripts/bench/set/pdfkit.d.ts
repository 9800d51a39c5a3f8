// The part of pdfkit (a devDependency without bundled types) the benchmark set's generators use.
declare module 'pdfkit' {
  import type { EventEmitter } from 'node:events';

  type Colour = string | [number, number, number] | PDFGradient;

  interface PDFGradient {
    stop(offset: number, colour: string, opacity?: number): PDFGradient;
  }

  interface TextOptions {
    width?: number;
    height?: number;
    align?: 'left' | 'center' | 'right' | 'justify';
    columns?: number;
    columnGap?: number;
    lineGap?: number;
    paragraphGap?: number;
    ellipsis?: boolean | string;
  }

  interface DocumentOptions {
    size?: [number, number] | string;
    margin?: number;
    autoFirstPage?: boolean;
    compress?: boolean;
    info?: { Title?: string; Creator?: string; Producer?: string; CreationDate?: Date; ModDate?: Date };
  }

  class PDFDocument extends EventEmitter {
    constructor(options?: DocumentOptions);
    page: { width: number; height: number };
    addPage(options?: { size?: [number, number] | string; margin?: number; layout?: 'portrait' | 'landscape' }): this;
    registerFont(name: string, file: string): this;
    font(name: string): this;
    fontSize(size: number): this;
    fillColor(colour: Colour, opacity?: number): this;
    strokeColor(colour: Colour, opacity?: number): this;
    lineWidth(width: number): this;
    text(text: string, x?: number, y?: number, options?: TextOptions): this;
    rect(x: number, y: number, width: number, height: number): this;
    roundedRect(x: number, y: number, width: number, height: number, radius: number): this;
    circle(x: number, y: number, radius: number): this;
    moveTo(x: number, y: number): this;
    lineTo(x: number, y: number): this;
    fill(colour?: Colour): this;
    stroke(colour?: Colour): this;
    linearGradient(x1: number, y1: number, x2: number, y2: number): PDFGradient;
    image(source: Buffer, x: number, y: number, options?: { width?: number; height?: number; fit?: [number, number]; cover?: [number, number] }): this;
    save(): this;
    restore(): this;
    end(): void;
  }

  export default PDFDocument;
}
