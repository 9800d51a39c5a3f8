/* A published book replaces this file with its data. Without it the reader is the editor's preview. */
