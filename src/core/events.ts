/** A typed event hub for the contract's events; hosts forward them to their UI. */
import type { EventName, Events } from '../shared/contract';

export type AnyListener = <E extends EventName>(event: E, payload: Events[E]) => void;

export class EventHub {
  private readonly listeners = new Set<AnyListener>();

  emit<E extends EventName>(event: E, payload: Events[E]): void {
    for (const l of this.listeners) l(event, payload);
  }

  onAny(listener: AnyListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  on<E extends EventName>(event: E, listener: (payload: Events[E]) => void): () => void {
    const filtered = (name: EventName, payload: unknown) => {
      if (name === event) listener(payload as Events[E]);
    };
    return this.onAny(filtered as AnyListener);
  }
}
