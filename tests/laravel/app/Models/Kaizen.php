<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

/**
 * Casts as a typical app has them: money as `decimal:2` (a string such as "250.00"), `shared`
 * uncast (0/1), dates as Carbon.
 */
class Kaizen extends Model
{
    protected $guarded = [];

    protected $casts = [
        'effect_money' => 'decimal:2',
        'effect_time' => 'float',
        'submitted_at' => 'datetime',
        'decided_at' => 'datetime',
    ];

    public function team(): BelongsTo
    {
        return $this->belongsTo(Team::class)->withTrashed();
    }

    public function author(): BelongsTo
    {
        return $this->belongsTo(User::class, 'author_id');
    }

    public function isDecided(): bool
    {
        return in_array($this->status, ['approved', 'declined'], true);
    }
}
