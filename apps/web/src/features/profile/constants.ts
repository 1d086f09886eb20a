/** The name the data export is saved under (the server's Content-Disposition says the same). */
export const EXPORT_FILE_NAME = 'starlane-my-data.json';
