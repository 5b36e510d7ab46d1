import { KeyboardSensor, type KeyboardSensorProps } from '@dnd-kit/core';

/** The parts of dnd-kit's sensor this file reaches into (private in its types, stable in its code). */
type SensorInternals = {
  props: KeyboardSensorProps;
  listeners: { add(name: string, handler: (event: Event) => void): void };
  windowListeners: { add(name: string, handler: (event: Event) => void): void };
  handleStart(): void;
  handleKeyDown(event: Event): void;
  handleCancel(event: Event): void;
};

/**
 * dnd-kit's keyboard sensor starts listening for the arrow keys one timer after the Space that
 * lifted the slide, so that this Space does not drop it again. But a browser runs waiting input
 * before due timers: an arrow key pressed while the page is busy, or by a quick hand, arrived before
 * the listener and was lost (the slide stayed put, and CI's reorder test failed about one run in
 * four). This sensor listens at once and skips only the lifting key's own event.
 */
export class PromptKeyboardSensor extends KeyboardSensor {}

(PromptKeyboardSensor.prototype as unknown as { attach(this: SensorInternals): void }).attach =
  function attach(this: SensorInternals) {
    this.handleStart();
    this.windowListeners.add('resize', this.handleCancel);
    this.windowListeners.add('visibilitychange', this.handleCancel);
    const lifting = this.props.event;
    this.listeners.add('keydown', (event) => {
      if (event !== lifting) this.handleKeyDown(event);
    });
  };
