<?php

namespace App\Http\Controllers;

use App\Http\Resources\KaizenResource;
use App\Models\Kaizen;
use Illuminate\Http\Request;
use Illuminate\Validation\Rule;

/** The paged tables: a paginated resource collection, {data, links, meta: {total, ...}}. */
class KaizenTableController extends Controller
{
    private const SORTABLE = ['id', 'title', 'created_at', 'decided_at'];

    public function approved(Request $request)
    {
        return $this->table($request, 'approved');
    }

    public function declined(Request $request)
    {
        return $this->table($request, 'declined');
    }

    private function table(Request $request, string $status)
    {
        $input = $request->validate([
            'start' => 'integer|min:0',
            'size' => 'integer|min:1|max:1000',
            'sortField' => ['nullable', Rule::in(self::SORTABLE)],
            'sortFieldDir' => ['nullable', Rule::in(['asc', 'desc'])],
            'filters.search' => 'nullable|string',
        ]);
        $size = (int) ($input['size'] ?? 10);
        $search = $input['filters']['search'] ?? null;
        $page = Kaizen::with(['team', 'author'])
            ->where('status', $status)
            ->when($search, fn ($query) => $query->where('title', 'like', "%{$search}%"))
            ->orderBy($input['sortField'] ?? 'decided_at', $input['sortFieldDir'] ?? 'desc')
            ->orderBy('id')
            ->paginate($size, ['*'], 'page', intdiv((int) ($input['start'] ?? 0), $size) + 1);

        return KaizenResource::collection($page);
    }
}
