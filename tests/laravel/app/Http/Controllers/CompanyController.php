<?php

namespace App\Http\Controllers;

class CompanyController extends Controller
{
    /** GET /api/company: one company, the app's own name, without a colour or logo. */
    public function show()
    {
        return ['id' => 1, 'name' => config('app.name'), 'color' => null, 'logo_src' => null];
    }
}
