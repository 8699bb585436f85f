import type { z } from 'zod/mini';
import type { kaizenSchema } from '@/api/schemas/kaizen';
import { nextId, timestamp } from './sequence';

type KaizenResponse = z.input<typeof kaizenSchema>;

/** An open kaizen, submitted and waiting for a decision, without photos. */
export function buildKaizen(overrides: Partial<KaizenResponse> = {}): KaizenResponse {
  const id = nextId();
  return {
    id,
    title: `Kaizen ${id}`,
    status: 'open',
    team: { id: nextId(), name: 'Assembly' },
    author: { id: nextId(), name: 'Ada Author', picture_src: '/storage/pictures/ada.jpg' },
    problem: 'Screws are fetched from the far shelf.',
    improvement: 'Keep a box of screws at the bench.',
    result: null,
    effect_money: null,
    effect_time: 15,
    effect_quality: null,
    effect_safety: null,
    before_image_src: null,
    after_image_src: null,
    decline_reason: null,
    shared: false,
    created_at: timestamp(),
    updated_at: timestamp(5),
    submitted_at: timestamp(5),
    decided_at: null,
    ...overrides,
  };
}
