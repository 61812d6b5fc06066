/** One language's message catalogue, made at build time by vite.config.ts `oneMessageCatalogue`. */
declare module 'virtual:message-catalogue/*' {
  import type { MessageCatalogue } from '@riviera/domain';
  const catalogue: MessageCatalogue;
  export default catalogue;
}
