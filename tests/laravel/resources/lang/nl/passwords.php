<?php

// The broker's statuses: token, user and throttled as a Dutch Laravel 8 app answered them,
// reset and sent as Laravel-Lang's Dutch files have them.
return [
    'reset' => 'Het wachtwoord van uw account is gewijzigd.',
    'sent' => 'We hebben een e-mail verstuurd met instructies om een nieuw wachtwoord in te stellen.',
    'throttled' => 'Gelieve even te wachten voordat u het opnieuw probeert.',
    'token' => 'Dit wachtwoordhersteltoken is niet geldig.',
    'user' => 'We kunnen geen gebruiker met dat e-mailadres vinden.',
];
