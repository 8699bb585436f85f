<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

class Role extends Model
{
    protected $casts = ['permissions' => 'array', 'is_assignable' => 'boolean'];
}
