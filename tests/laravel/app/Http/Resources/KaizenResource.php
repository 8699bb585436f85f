<?php

namespace App\Http\Resources;

use Illuminate\Http\Resources\Json\JsonResource;

/** docs/api.md §4, as an API resource: wrapped in {data} like every Laravel resource. */
class KaizenResource extends JsonResource
{
    public function toArray($request)
    {
        return [
            'id' => $this->id,
            'title' => $this->title,
            'status' => $this->status,
            'team_id' => $this->team_id,
            'author_id' => $this->author_id,
            'team' => ['id' => $this->team->id, 'name' => $this->team->name],
            'author' => [
                'id' => $this->author->id,
                'name' => $this->author->name,
                'picture_src' => $this->author->picture_src,
            ],
            'problem' => $this->problem,
            'improvement' => $this->improvement,
            'result' => $this->result,
            'effect_money' => $this->effect_money,
            'effect_time' => $this->effect_time,
            'effect_quality' => $this->effect_quality,
            'effect_safety' => $this->effect_safety,
            'before_image_src' => $this->before_image_src,
            'after_image_src' => $this->after_image_src,
            'decline_reason' => $this->decline_reason,
            'shared' => $this->shared,
            'created_at' => $this->created_at,
            'updated_at' => $this->updated_at,
            'submitted_at' => $this->submitted_at,
            'decided_at' => $this->decided_at,
        ];
    }
}
