// class-transformer keeps its metadata store (which nested DTO a @Type names) out of its typed
// entry point; the schemas of nested request DTOs need it.
declare module 'class-transformer/cjs/storage.js' {
  export { defaultMetadataStorage } from 'class-transformer/types/storage.js';
}
