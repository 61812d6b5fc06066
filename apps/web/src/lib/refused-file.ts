/**
 * What a file field holds after the visitor picked a file it refuses (too large): not the file,
 * and not 'no file' either, so the form refuses the whole save instead of saving the record
 * without its file (a hero without its video, a tour without its image).
 */
export class RefusedFile {
  constructor(
    readonly name: string,
    /** why, in Turkish: shown under the field and as the save's error */
    readonly message: string,
  ) {}
}
