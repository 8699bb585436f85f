<?php

return [
    'required' => 'The :attribute field is required.',
    'required_if' => 'The :attribute field is required.',
    'string' => 'The :attribute must be a string.',
    'integer' => 'The :attribute must be an integer.',
    'numeric' => 'The :attribute must be a number.',
    'boolean' => 'The :attribute field must be true or false.',
    'in' => 'The selected :attribute is invalid.',
    'exists' => 'The selected :attribute is invalid.',
    'image' => 'The :attribute must be an image.',
    'mimes' => 'The :attribute must be a file of type: :values.',
    'email' => 'The :attribute must be a valid email address.',
    'confirmed' => 'The :attribute confirmation does not match.',
    'min' => ['numeric' => 'The :attribute must be at least :min.', 'string' => 'The :attribute must be at least :min characters.'],
    'max' => [
        'numeric' => 'The :attribute must not be greater than :max.',
        'file' => 'The :attribute must not be greater than :max kilobytes.',
        'string' => 'The :attribute must not be greater than :max characters.',
    ],
    'unique' => 'The :attribute has already been taken.',
    'custom' => [
        'title' => ['unique' => 'This team already has a kaizen with this title.'],
    ],
    'attributes' => ['team_id' => 'team'],
];
