<?php

// The rules this app uses, in Dutch (the Laravel skeleton ships English only).
return [
    'required' => ':Attribute is verplicht.',
    'required_if' => ':Attribute is verplicht.',
    'string' => ':Attribute moet tekst zijn.',
    'integer' => ':Attribute moet een geheel getal zijn.',
    'numeric' => ':Attribute moet een getal zijn.',
    'boolean' => ':Attribute moet waar of onwaar zijn.',
    'in' => ':Attribute is ongeldig.',
    'exists' => ':Attribute bestaat niet.',
    'image' => ':Attribute moet een afbeelding zijn.',
    'mimes' => ':Attribute moet een bestand zijn van het type: :values.',
    'email' => ':Attribute is geen geldig e-mailadres.',
    'confirmed' => ':Attribute komt niet overeen met de bevestiging.',
    'min' => ['numeric' => ':Attribute moet minstens :min zijn.', 'string' => ':Attribute moet minstens :min tekens bevatten.'],
    'max' => [
        'numeric' => ':Attribute mag niet groter zijn dan :max.',
        'file' => ':Attribute mag niet groter zijn dan :max kilobytes.',
        'string' => ':Attribute mag niet uit meer dan :max tekens bestaan.',
    ],
    'unique' => ':Attribute is al in gebruik.',
    'custom' => [
        'title' => ['unique' => 'Dit team heeft al een kaizen met deze titel.'],
    ],
    'attributes' => [
        'title' => 'titel',
        'team_id' => 'team',
        'problem' => 'huidige situatie',
        'improvement' => 'verbetering',
        'reason' => 'reden',
        'email' => 'e-mailadres',
        'password' => 'wachtwoord',
    ],
];
