<?php

namespace Database;

use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Hash;
use Illuminate\Support\Facades\Schema;

/** Creates the SQLite schema and the seed every drill starts from (demo accounts, password kaizen). */
class Seeder
{
    private const EVERYDAY = ['view about', 'view contact', 'view document', 'view faq'];

    public function run(): void
    {
        Schema::disableForeignKeyConstraints();
        foreach (['password_resets', 'role_user', 'team_user', 'kaizens', 'roles', 'teams', 'users'] as $table) {
            Schema::dropIfExists($table);
        }
        Schema::enableForeignKeyConstraints();
        $this->schema();
        $this->seed();
    }

    private function schema(): void
    {
        Schema::create('users', function (Blueprint $table) {
            $table->id();
            $table->string('name');
            $table->string('email')->unique();
            $table->string('password');
            $table->string('locale', 5)->default('nl');
            $table->string('picture_src')->nullable();
            $table->unsignedBigInteger('active_team_id')->nullable();
            $table->rememberToken();
            $table->timestamps();
        });
        // Laravel 8's create_password_resets_table migration: the broker's tokens (hashed).
        Schema::create('password_resets', function (Blueprint $table) {
            $table->string('email')->index();
            $table->string('token');
            $table->timestamp('created_at')->nullable();
        });
        Schema::create('roles', function (Blueprint $table) {
            $table->id();
            $table->string('name')->unique();
            $table->text('permissions');
            $table->boolean('is_assignable')->default(true);
            $table->timestamps();
        });
        Schema::create('teams', function (Blueprint $table) {
            $table->id();
            $table->string('name');
            $table->boolean('print_enabled')->default(false);
            $table->softDeletes();
            $table->timestamps();
        });
        Schema::create('role_user', function (Blueprint $table) {
            $table->foreignId('role_id')->constrained()->cascadeOnDelete();
            $table->foreignId('user_id')->constrained()->cascadeOnDelete();
        });
        Schema::create('team_user', function (Blueprint $table) {
            $table->foreignId('team_id')->constrained()->cascadeOnDelete();
            $table->foreignId('user_id')->constrained()->cascadeOnDelete();
        });
        Schema::create('kaizens', function (Blueprint $table) {
            $table->id();
            $table->string('title', 120);
            $table->string('status', 10);
            $table->foreignId('team_id')->constrained();
            $table->foreignId('author_id')->constrained('users');
            $table->text('problem')->nullable();
            $table->text('improvement')->nullable();
            $table->text('result')->nullable();
            $table->decimal('effect_money', 12, 2)->nullable();
            $table->decimal('effect_time', 8, 2)->nullable();
            $table->text('effect_quality')->nullable();
            $table->text('effect_safety')->nullable();
            $table->string('before_image_src')->nullable();
            $table->string('after_image_src')->nullable();
            $table->text('decline_reason')->nullable();
            $table->boolean('shared')->default(false);
            $table->timestamp('submitted_at')->nullable();
            $table->timestamp('decided_at')->nullable();
            $table->timestamps();
        });
    }

    private function seed(): void
    {
        $now = now();
        $roles = [
            'superadmin' => [],
            'admin' => ['create kaizen', 'create kaizen any team', 'review kaizen', 'move kaizen', 'view team', 'restore team', 'view user', 'view company', 'company configurator', 'view document title', ...self::EVERYDAY],
            'teamleader' => ['create kaizen', 'view team', 'move kaizen', 'review kaizen', ...self::EVERYDAY],
            'employee' => ['create kaizen', ...self::EVERYDAY],
        ];
        $roleId = [];
        foreach ($roles as $name => $permissions) {
            $roleId[$name] = DB::table('roles')->insertGetId([
                'name' => $name, 'permissions' => json_encode($permissions),
                'is_assignable' => $name !== 'superadmin', 'created_at' => $now, 'updated_at' => $now,
            ]);
        }
        $teamId = [];
        foreach (['Productie' => true, 'Logistiek' => false, 'Kwaliteit' => false] as $name => $print) {
            $teamId[$name] = DB::table('teams')->insertGetId([
                'name' => $name, 'print_enabled' => $print, 'created_at' => $now, 'updated_at' => $now,
            ]);
        }
        $password = Hash::make('kaizen');
        $users = [
            // The lead is also an employee, so taking the teamleader role away leaves a working user.
            'lead@kaizen.demo' => ['Lars Jansen', ['teamleader', 'employee'], ['Productie']],
            'employee@kaizen.demo' => ['Emma de Vries', ['employee'], ['Productie', 'Logistiek']],
            'admin@kaizen.demo' => ['Anna Bakker', ['admin'], ['Productie']],
        ];
        $userId = [];
        foreach ($users as $email => [$name, $userRoles, $teams]) {
            $id = DB::table('users')->insertGetId([
                'name' => $name, 'email' => $email, 'password' => $password, 'locale' => 'nl',
                'active_team_id' => $teamId['Productie'], 'created_at' => $now, 'updated_at' => $now,
            ]);
            $userId[$email] = $id;
            foreach ($userRoles as $role) {
                DB::table('role_user')->insert(['role_id' => $roleId[$role], 'user_id' => $id]);
            }
            foreach ($teams as $team) {
                DB::table('team_user')->insert(['team_id' => $teamId[$team], 'user_id' => $id]);
            }
        }
        $kaizens = [
            ['Etiketten op de stellingen', 'open', 10, null],
            ['Looproute langs de pers markeren', 'open', 8, null],
            ['Gereedschapsbord bij lijn 2', 'approved', 30, null],
            ['Vaste plek voor de pallettruck', 'approved', 25, null],
            ['Koffieautomaat verplaatsen', 'declined', 20, null],
            ['Afvalbakken bij de inpaktafel', 'open', 5, 'lead@kaizen.demo'],
        ];
        foreach ($kaizens as [$title, $status, $daysAgo, $author]) {
            $created = $now->copy()->subDays($daysAgo);
            DB::table('kaizens')->insert([
                'title' => $title, 'status' => $status, 'team_id' => $teamId['Productie'],
                'author_id' => $userId[$author ?? 'employee@kaizen.demo'],
                'problem' => "Probleem: {$title}.", 'improvement' => "Verbetering: {$title}.",
                'effect_money' => 250, 'shared' => false,
                'decline_reason' => $status === 'declined' ? 'Past niet in het budget.' : null,
                'submitted_at' => $created, 'decided_at' => $status === 'open' ? null : $created->copy()->addDays(2),
                'created_at' => $created, 'updated_at' => $created,
            ]);
        }
    }
}
